import type { Drawing } from "./home-figure";

/**
 * The home page's desk of templates, drawn in the page as inline SVG (decision 036): an SVG *image* is a
 * document of its own that the browser builds while it parses the page, even when written in as a data URL.
 */
export const TemplatesDesk: Drawing = ({ label, className }) => {
  return (
    <svg viewBox="0 0 640 480" width={640} height={480} role="img" aria-label={label} className={className}>
      <rect width="640" height="480" fill="#fde6d8" />
      <path d="M40 380 C200 360 440 400 600 370" fill="none" stroke="#1d1b2f" strokeWidth="4" strokeLinecap="round" />
      <g stroke="#1d1b2f" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round">
        <g transform="rotate(-6 170 230)">
          <rect x="90" y="110" width="160" height="220" rx="8" fill="#fbf7f0" />
          <path d="M115 150h110M115 175h90M115 200h105M115 225h70M115 255h100M115 280h80" fill="none" />
          <circle cx="225" cy="135" r="10" fill="#ffd166" />
        </g>
        <g transform="rotate(3 330 200)">
          <rect x="240" y="120" width="210" height="140" rx="8" fill="#006a75" />
          <rect x="262" y="142" width="80" height="56" rx="4" fill="#ffd166" />
          <path d="M360 150h70M360 172h55M262 222h160" stroke="#fbf7f0" fill="none" />
          <path d="M330 260v50M300 330l30-20 30 20" fill="none" />
        </g>
        <g transform="rotate(7 500 270)">
          <rect x="420" y="200" width="150" height="150" rx="8" fill="#fbf7f0" />
          <rect x="438" y="220" width="52" height="40" rx="4" fill="#a3195b" />
          <rect x="500" y="220" width="52" height="40" rx="4" fill="#ffd166" />
          <rect x="438" y="272" width="114" height="20" rx="4" fill="#f2ebdd" />
          <rect x="438" y="302" width="80" height="20" rx="4" fill="#f2ebdd" />
        </g>
        <path d="M70 340h60v30a30 30 0 0 1-60 0z" fill="#a3195b" />
        <path d="M130 348c18 0 18 24 0 24" fill="none" />
        <path d="M88 320c-6-10 6-14 0-24M108 320c-6-10 6-14 0-24" fill="none" />
      </g>
    </svg>
  );
};
