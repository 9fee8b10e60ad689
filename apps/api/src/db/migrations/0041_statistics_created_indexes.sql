CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_created_section_idx" ON "listings" USING btree ("created_at","section");--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_created_idx" ON "chat_conversations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");