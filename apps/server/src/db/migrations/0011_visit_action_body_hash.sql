ALTER TABLE "visit_actions" ADD COLUMN "body_hash" text;--> statement-breakpoint
CREATE INDEX "visit_actions_user_refused_idx" ON "visit_actions" USING btree ("user_id","received_at") WHERE "visit_actions"."outcome" = 'refused';--> statement-breakpoint
-- Refused starts kept before issue 24 named whatever client and authorization the call sent. Keep
-- them only where the staff member could have started that visit (visit-actions.repo.ts,
-- couldHaveStarted): the authorization is that client's and they are on its allocation list or
-- have worked a visit under it.
UPDATE "visit_actions" va SET "client_id" = NULL, "client_service_id" = NULL
WHERE va."outcome" = 'refused'
  AND (va."client_id" IS NOT NULL OR va."client_service_id" IS NOT NULL)
  AND NOT EXISTS (
    SELECT 1 FROM "client_services" cs
    WHERE cs."id" = va."client_service_id" AND cs."client_id" = va."client_id"
      AND (EXISTS (SELECT 1 FROM "client_service_staff" a WHERE a."client_service_id" = cs."id" AND a."user_id" = va."user_id")
        OR EXISTS (SELECT 1 FROM "work_entries" we WHERE we."client_service_id" = cs."id" AND we."user_id" = va."user_id"))
  );
