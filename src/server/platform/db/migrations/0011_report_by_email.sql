ALTER TABLE "contactos_valuacion" ALTER COLUMN "nombre" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ALTER COLUMN "telefono" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "adjunto" text;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "origen" text DEFAULT 'analista' NOT NULL;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "consulta_id" uuid;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "consentimiento_version" text;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "consentimiento_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_consulta_id_consultas_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."consultas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contactos_valuacion_consulta_idx" ON "contactos_valuacion" USING btree ("consulta_id","created_at") WHERE "contactos_valuacion"."consulta_id" is not null;--> statement-breakpoint
CREATE INDEX "contactos_valuacion_email_idx" ON "contactos_valuacion" USING btree (lower("email"),"created_at");--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_origen_valido" CHECK ("contactos_valuacion"."origen" in ('analista', 'informe-email'));--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_origen_completo" CHECK (("contactos_valuacion"."origen" = 'analista' and "contactos_valuacion"."nombre" is not null and "contactos_valuacion"."telefono" is not null)
        or ("contactos_valuacion"."origen" = 'informe-email' and "contactos_valuacion"."consulta_id" is not null and "contactos_valuacion"."consentimiento_version" is not null and "contactos_valuacion"."consentimiento_at" is not null));