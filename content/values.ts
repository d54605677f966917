import type { Value } from "../model/content/value";

/** The four blocks of Values & Philosophy (SPEC §2, §3). */
export const values: readonly Value[] = [
  {
    title: "Listen before you decide",
    subtitle: "Curiosity over certainty",
    description:
      "The most expensive mistakes I have seen started with someone being sure. I ask one more question, sit with the silence, and let participants finish their sentence.",
    image: "/assets/values/listen.svg",
    emoji: "👂",
  },
  {
    title: "Make the mess visible",
    subtitle: "Clarity is a kindness",
    description:
      "Research is messy; the readout should not be. I turn sticky notes into decisions, and say plainly what we know, what we guess and what we still do not know.",
    image: "/assets/values/visible.svg",
    emoji: "🧭",
  },
  {
    title: "Leave people more capable",
    subtitle: "Teach, don't gatekeep",
    description:
      "A research team that hoards methods becomes a bottleneck. I share templates, pair with designers and PMs, and count it a win when they run a good study without me.",
    image: "/assets/values/capable.svg",
    emoji: "🌱",
  },
  {
    title: "Small, steady, honest",
    subtitle: "Progress over polish",
    description:
      "Five interviews this week beat fifty next quarter. I prefer quick, honest loops over grand studies, and I say so when the evidence is thin.",
    image: "/assets/values/steady.svg",
    emoji: "🐢",
  },
];
