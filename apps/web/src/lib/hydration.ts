/**
 * Whether React is hydrating a server-rendered page (decision 0021): a component that reads what the
 * server cannot know (localStorage, the screen's width) reads it after its first render while this
 * holds, so that the first render draws what the server drew. main.tsx sets it; the app's first
 * effect (app.tsx) ends it.
 */
export const hydration = { active: false };
