import { TextSamples } from "./text-samples";

export function TextHeadings() {
  return (
    <TextSamples
      samples={[
        { variant: "h1", name: "H1", spec: "36 / 40 / 60 px", sample: "Not your boring CV" },
        { variant: "h2", name: "H2", spec: "24 / 32 / 40 px", sample: "Templates I actually use" },
        { variant: "h3", name: "H3", spec: "24 px", sample: "Research plans that survive contact" },
        { variant: "h4", name: "H4", spec: "20 px", sample: "Interview guides, annotated" },
      ]}
    />
  );
}
