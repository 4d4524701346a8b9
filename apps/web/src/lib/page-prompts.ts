/** The element at the top of the page's main area where prompts that must not cover the page render. */
export const PAGE_PROMPTS_ID = 'page-prompts';

/** That element, or the body where the shell is not on the page. */
export const pagePromptsSlot = () => document.getElementById(PAGE_PROMPTS_ID) ?? document.body;
