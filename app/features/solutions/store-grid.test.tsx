import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STORE_SKELETON_COUNT, StoreSkeleton } from "./store-grid";

describe("store loading state (SPEC §4/§9: 6 skeleton cards)", () => {
  it("shows six skeleton cards in a status region", () => {
    const { container } = render(<StoreSkeleton />);
    expect(STORE_SKELETON_COUNT).toBe(6);
    expect(screen.getByRole("status", { name: "Loading templates" })).toBeInTheDocument();
    expect(container.querySelectorAll("[data-slot=store-skeleton-card]")).toHaveLength(6);
  });
});
