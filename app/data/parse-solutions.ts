import { ItemsEnvelopeSchema } from "../../model/content-api";
import { type StoreItem, solutionsTab } from "../../model/store-item";
import { keepValidRows } from "./validate-response";

/** The store's items of an answer, or undefined when it has no items list. */
export function parseSolutions(json: unknown): StoreItem[] | undefined {
  const envelope = ItemsEnvelopeSchema.safeParse(json);
  return envelope.success ? keepValidRows(solutionsTab, envelope.data.items, "Solutions") : undefined;
}
