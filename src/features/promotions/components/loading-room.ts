/**
 * The room a page keeps while what fills it loads: a screen's height, so that what comes below it (the sign-in prompt,
 * the footer) is off the screen until the content arrives, and moves nothing the visitor can see when it does (a
 * layout shift counts only what moves on the screen). An inline style: no Emotion rule to compile in the browser for a
 * state the static HTML may not show (e2e/first-paint.spec.ts).
 */
export const LOADING_ROOM = { minHeight: '100vh' } as const;
