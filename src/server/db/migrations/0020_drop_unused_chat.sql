-- the chat tables of the first schema were never used: they are made again, one customer and one party per conversation (0021)
DROP TABLE "conversations" CASCADE;--> statement-breakpoint
DROP TABLE "messages" CASCADE;