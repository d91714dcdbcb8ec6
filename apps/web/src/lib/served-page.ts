/**
 * Whether this page came rendered by the server (decision 0027) and is hydrated: a component that
 * reads what the server cannot know (localStorage, the screen's width) then reads it after its first
 * render, so that the first render draws what the server drew. It stays true for the screens opened
 * after (one frame of the default before the stored choice), which costs less than telling them apart.
 */
export const servedPage = !!globalThis.document?.getElementById('ssr-state');
