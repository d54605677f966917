import { ExpandableCard, ExpandableCardGroup } from "~/blocks/expandable-card";

const questions = [
  {
    id: "demo-faq-format",
    question: "Which formats do the templates come in?",
    answer: "Google Docs, Google Slides and Notion. Each listing says which one you get.",
  },
  {
    id: "demo-faq-payment",
    question: "How do I pay?",
    answer: "By credit card or PayPal, through the external store. All sales are final.",
  },
  {
    id: "demo-faq-support",
    question: "Can you adapt a template to my team?",
    answer: "Yes: customisation support starts from $50 extra. [Get in touch](/contact) with what you need.",
  },
];

/** The FAQ variant: lighter cards, question as the heading, markdown answers, one open at a time. */
export function ExpandableCardFaq() {
  return (
    <ExpandableCardGroup className="max-w-3xl">
      {questions.map((item) => (
        <ExpandableCard key={item.id} id={item.id} variant="faq" title={item.question} description={item.answer} />
      ))}
    </ExpandableCardGroup>
  );
}
