CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("billing_city");--> statement-breakpoint
CREATE INDEX "client_services_service_idx" ON "client_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "clients_supports_coordinator_idx" ON "clients" USING btree ("supports_coordinator_id");--> statement-breakpoint
CREATE INDEX "clients_behavioral_specialist_idx" ON "clients" USING btree ("behavioral_specialist_id");--> statement-breakpoint
CREATE INDEX "sc_city_idx" ON "supports_coordinators" USING btree ("billing_city");--> statement-breakpoint
CREATE INDEX "work_entries_end_idx" ON "work_entries" USING btree ("end_time");