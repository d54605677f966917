/** A tag-manager container id such as GTM-ABC1234 (kept apart from env.ts so the browser bundle needs no zod). */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
