ALTER TABLE "movimientos" ADD COLUMN "proyecto_id" uuid;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_proyecto_id_proyectos_id_fk" FOREIGN KEY ("proyecto_id") REFERENCES "public"."proyectos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_proyecto_created_idx" ON "movimientos" USING btree ("proyecto_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Movements recorded before the column: link them to the project whose (unique) name they hold.
UPDATE "movimientos" m SET "proyecto_id" = p."id" FROM "proyectos" p WHERE m."proyecto_id" IS NULL AND m."obra" = p."nombre" AND (SELECT count(*) FROM "proyectos" q WHERE q."nombre" = p."nombre") = 1;
