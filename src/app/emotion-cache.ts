import createCache from '@emotion/cache';

/** One Emotion cache for MUI; `prepend` keeps MUI's styles first so that sx overrides win. */
export const createEmotionCache = () => createCache({ key: 'css', prepend: true });
