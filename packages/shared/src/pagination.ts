import { z } from 'zod';

/** The opaque page cursor every list accepts (the server's lib/keyset.ts makes and reads it). */
export const cursorSchema = z.string().max(2000).optional();
