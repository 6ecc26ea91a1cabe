CREATE TABLE "solicitudes_notas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"usuario_id" uuid,
	"usuario_nombre" text NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes_internas" DROP CONSTRAINT "solicitudes_estado_valido";--> statement-breakpoint
ALTER TABLE "solicitudes_historial" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "solicitudes_historial" ADD COLUMN "deshecho" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD COLUMN "fecha_visita" date;--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD COLUMN "responsable_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD COLUMN "ultimo_movimiento_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD COLUMN "proyecto_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD COLUMN "proyecto_nombre" text;--> statement-breakpoint
ALTER TABLE "proyectos" ADD COLUMN "solicitud_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitudes_notas" ADD CONSTRAINT "solicitudes_notas_solicitud_id_solicitudes_internas_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_internas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_notas_solicitud_idx" ON "solicitudes_notas" USING btree ("solicitud_id","created_at");--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD CONSTRAINT "solicitudes_internas_responsable_id_user_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proyectos" ADD CONSTRAINT "proyectos_solicitud_id_solicitudes_internas_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_internas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_responsable_idx" ON "solicitudes_internas" USING btree ("responsable_id");--> statement-breakpoint
ALTER TABLE "proyectos" ADD CONSTRAINT "proyectos_solicitud_unique" UNIQUE("solicitud_id");--> statement-breakpoint
ALTER TABLE "solicitudes_internas" ADD CONSTRAINT "solicitudes_estado_valido" CHECK ("solicitudes_internas"."estado" in ('pendiente', 'aprobada', 'en_ejecucion', 'finalizada', 'rechazada', 'cancelada'));