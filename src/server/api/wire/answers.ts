/**
 * Answers whose wire shape is the same for many calls (issue 45.4): the document describes a route's
 * success body from its `answer` schema, and the route's handler is held to it by its type.
 */
import { z } from 'zod';

/** `{message}`: what a call that changes something answers (reference §4.1) */
export const messageAnswer = z.looseObject({ message: z.string() });
