CREATE TABLE "leads_actividad" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contacto_valuacion_id" uuid,
	"contacto_terreno_id" uuid,
	"tipo" text NOT NULL,
	"estado_anterior" text,
	"estado" text,
	"texto" text,
	"usuario_id" uuid,
	"usuario_nombre" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_actividad_un_contacto" CHECK (num_nonnulls("leads_actividad"."contacto_valuacion_id", "leads_actividad"."contacto_terreno_id") = 1),
	CONSTRAINT "leads_actividad_tipo_valido" CHECK ("leads_actividad"."tipo" in ('estado', 'responsable', 'seguimiento', 'nota'))
);
--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD COLUMN "estado" text DEFAULT 'nuevo' NOT NULL;--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD COLUMN "motivo_perdida" text;--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD COLUMN "responsable_id" uuid;--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD COLUMN "proximo_seguimiento" date;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "estado" text DEFAULT 'nuevo' NOT NULL;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "motivo_perdida" text;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "responsable_id" uuid;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "proximo_seguimiento" date;--> statement-breakpoint
ALTER TABLE "leads_actividad" ADD CONSTRAINT "leads_actividad_contacto_valuacion_id_contactos_valuacion_id_fk" FOREIGN KEY ("contacto_valuacion_id") REFERENCES "public"."contactos_valuacion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads_actividad" ADD CONSTRAINT "leads_actividad_contacto_terreno_id_contactos_terrenos_id_fk" FOREIGN KEY ("contacto_terreno_id") REFERENCES "public"."contactos_terrenos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_actividad_valuacion_idx" ON "leads_actividad" USING btree ("contacto_valuacion_id","created_at") WHERE "leads_actividad"."contacto_valuacion_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_actividad_terreno_idx" ON "leads_actividad" USING btree ("contacto_terreno_id","created_at") WHERE "leads_actividad"."contacto_terreno_id" is not null;--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD CONSTRAINT "contactos_terrenos_responsable_id_user_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_responsable_id_user_id_fk" FOREIGN KEY ("responsable_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contactos_terrenos_estado_created_idx" ON "contactos_terrenos" USING btree ("estado","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contactos_terrenos_responsable_idx" ON "contactos_terrenos" USING btree ("responsable_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contactos_terrenos_seguimiento_idx" ON "contactos_terrenos" USING btree ("proximo_seguimiento") WHERE "contactos_terrenos"."estado" in ('nuevo', 'contactado', 'en_negociacion') and "contactos_terrenos"."proximo_seguimiento" is not null;--> statement-breakpoint
CREATE INDEX "contactos_valuacion_estado_created_idx" ON "contactos_valuacion" USING btree ("estado","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contactos_valuacion_responsable_idx" ON "contactos_valuacion" USING btree ("responsable_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contactos_valuacion_seguimiento_idx" ON "contactos_valuacion" USING btree ("proximo_seguimiento") WHERE "contactos_valuacion"."estado" in ('nuevo', 'contactado', 'en_negociacion') and "contactos_valuacion"."proximo_seguimiento" is not null;--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD CONSTRAINT "contactos_terrenos_estado_valido" CHECK ("contactos_terrenos"."estado" in ('nuevo', 'contactado', 'en_negociacion', 'ganado', 'perdido'));--> statement-breakpoint
ALTER TABLE "contactos_terrenos" ADD CONSTRAINT "contactos_terrenos_motivo_si_perdido" CHECK ("contactos_terrenos"."estado" = 'perdido' or "contactos_terrenos"."motivo_perdida" is null);--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_estado_valido" CHECK ("contactos_valuacion"."estado" in ('nuevo', 'contactado', 'en_negociacion', 'ganado', 'perdido'));--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_motivo_si_perdido" CHECK ("contactos_valuacion"."estado" = 'perdido' or "contactos_valuacion"."motivo_perdida" is null);