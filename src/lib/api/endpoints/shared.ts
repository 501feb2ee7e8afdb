/** Response pieces more than one endpoint answers with. */
import * as z from 'zod/mini';

export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;
