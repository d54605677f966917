/**
 * SPEC §2 Solutions FAQ: four groups, each an accordion. The answers follow
 * SPEC §9: customisation from $50 extra; payment by credit card and PayPal
 * through the external store; all sales final, no refunds.
 */
export type FaqEntry = { id: string; question: string; answer: string };
export type FaqGroup = { id: string; title: string; emoji: string; entries: readonly FaqEntry[] };

export const faqGroups: readonly FaqGroup[] = [
  {
    id: "faq-format",
    title: "Template Format & Licensing",
    emoji: "📄",
    entries: [
      {
        id: "faq-format-what",
        question: "What do I get when I buy a template?",
        answer:
          "A link to make your own copy in Google Docs, Google Slides or Notion, whichever the template is built in, plus a short guide on how I use it.",
      },
      {
        id: "faq-format-license",
        question: "Can I use the templates with my team or my clients?",
        answer:
          "Yes. One purchase covers you and the team you work in, for your own projects and your client work. Please do not resell or share the templates publicly.",
      },
      {
        id: "faq-format-customise",
        question: "Can you customise a template for my team?",
        answer:
          "Yes. Customisation (your branding, your research process, your language) starts from $50 extra on top of the template price. Write to me with what you need and I will send a quote.",
      },
    ],
  },
  {
    id: "faq-payment",
    title: "Payment Method",
    emoji: "💳",
    entries: [
      {
        id: "faq-payment-methods",
        question: "How can I pay?",
        answer:
          "By credit card or PayPal. Payment happens on my external store, so I never see or keep your card details.",
      },
      {
        id: "faq-payment-refunds",
        question: "Can I get a refund?",
        answer:
          "Templates are digital and yours to copy the moment you pay, so all sales are final and there are no refunds. If something does not work, write to me and I will help you set it up.",
      },
      {
        id: "faq-payment-currency",
        question: "Which currency are the prices in?",
        answer: "All prices are in US dollars. Your card or PayPal converts them to your own currency when you pay.",
      },
    ],
  },
  {
    id: "faq-install",
    title: "Installation & Compatibility",
    emoji: "🧩",
    entries: [
      {
        id: "faq-install-how",
        question: "How do I install a template?",
        answer:
          "Open the link from your receipt and choose 'Make a copy' (Google Docs and Slides) or 'Duplicate' (Notion). The copy lands in your own account, ready to edit.",
      },
      {
        id: "faq-install-accounts",
        question: "Do I need a paid Google or Notion plan?",
        answer: "No. Every template works on the free Google account and the free Notion plan.",
      },
      {
        id: "faq-install-other-tools",
        question: "Can I use the templates in Microsoft Word, PowerPoint or Keynote?",
        answer:
          "Google Docs and Slides templates can be downloaded as Word or PowerPoint files; some formatting may shift. Notion templates only work in Notion.",
      },
    ],
  },
  {
    id: "faq-support",
    title: "Support",
    emoji: "🛟",
    entries: [
      {
        id: "faq-support-help",
        question: "What if I get stuck?",
        answer: "Write to me through the contact page. I usually answer within two working days.",
      },
      {
        id: "faq-support-updates",
        question: "Do I get updates?",
        answer:
          "Yes. When I improve a template, the store sends everyone who bought it the new version at no extra cost.",
      },
    ],
  },
];
