DROP INDEX "work_entries_service_idx";--> statement-breakpoint
DROP INDEX "work_entries_client_idx";--> statement-breakpoint
DROP INDEX "work_entries_start_idx";--> statement-breakpoint
CREATE INDEX "work_entries_service_idx" ON "work_entries" USING btree ("client_service_id","status","start_time","units_used","gross_cents","net_cents");--> statement-breakpoint
CREATE INDEX "work_entries_client_idx" ON "work_entries" USING btree ("client_id","start_time");--> statement-breakpoint
CREATE INDEX "work_entries_start_idx" ON "work_entries" USING btree ("start_time","status","units_used","gross_cents","net_cents");