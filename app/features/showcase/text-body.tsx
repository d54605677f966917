import { TextSamples } from "./text-samples";

export function TextBody() {
  return (
    <TextSamples
      samples={[
        {
          variant: "body1",
          name: "Body1",
          spec: "20 px",
          sample: "A lead paragraph: the first thing you read after a heading, roomy and warm.",
        },
        {
          variant: "body2",
          name: "Body2",
          spec: "20 px",
          sample: "Body2 keeps the size of body1 with a tighter line height, for longer intros.",
        },
        {
          variant: "body3",
          name: "Body3",
          spec: "16 px",
          sample: "Body3 is the everyday text of cards, lists and descriptions across the site.",
        },
        {
          variant: "caption",
          name: "Caption",
          spec: "14 px",
          sample: "Captions label images, badges and small print.",
        },
      ]}
    />
  );
}
