import { ALL_STRING_GROUPS } from './groups.ts';
import { addStrings, loadStringGroups } from './index.ts';

// The staff area's strings travel with the admin chunks, one language at a time, not in every
// customer's first download; its screens also show customer strings of every group. The admin
// layout imports this module, so it renders only once they are in place (top-level await).
await Promise.all([
  addStrings((lng) => (lng === 'en' ? import('./admin.en.json') : import('./admin.ko.json')).then((m) => m.default)),
  loadStringGroups(ALL_STRING_GROUPS),
]);
