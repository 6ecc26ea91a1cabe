CREATE TABLE "solicitudes_historial" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"estado_anterior" text,
	"estado" text NOT NULL,
	"usuario_id" uuid,
	"usuario_nombre" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "solicitudes_estado_idx";--> statement-breakpoint
ALTER TABLE "solicitudes_historial" ADD CONSTRAINT "solicitudes_historial_solicitud_id_solicitudes_internas_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_internas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_historial_solicitud_idx" ON "solicitudes_historial" USING btree ("solicitud_id","created_at");--> statement-breakpoint
CREATE INDEX "solicitudes_estado_created_idx" ON "solicitudes_internas" USING btree ("estado","created_at" DESC NULLS LAST);