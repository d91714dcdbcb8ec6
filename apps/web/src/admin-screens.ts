/**
 * The staff screens' modules, in a chunk of their own: the glob's table (each screen's file and the
 * chunks it needs) grows with every staff screen, and no visitor or customer should download it. The
 * router loads this module when a staff screen is first opened.
 */
export const adminScreens = import.meta.glob<{ Component: React.ComponentType }>([
  './routes/admin/*.tsx',
  '!./routes/admin/login.tsx',
  '!./routes/admin/*.test.tsx',
]);
