ALTER TABLE "contactos_valuacion" DROP CONSTRAINT "contactos_valuacion_origen_valido";--> statement-breakpoint
ALTER TABLE "contactos_valuacion" DROP CONSTRAINT "contactos_valuacion_origen_completo";--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "zona_localidad" text;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "zona_barrio" text;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD COLUMN "zona_clave" text;--> statement-breakpoint
CREATE INDEX "contactos_valuacion_zona_idx" ON "contactos_valuacion" USING btree ("zona_clave") WHERE "contactos_valuacion"."zona_clave" is not null;--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_origen_valido" CHECK ("contactos_valuacion"."origen" in ('analista', 'informe-email', 'barrio-faltante'));--> statement-breakpoint
ALTER TABLE "contactos_valuacion" ADD CONSTRAINT "contactos_valuacion_origen_completo" CHECK (("contactos_valuacion"."origen" = 'analista' and "contactos_valuacion"."nombre" is not null and "contactos_valuacion"."telefono" is not null)
        or ("contactos_valuacion"."origen" = 'informe-email' and "contactos_valuacion"."consulta_id" is not null and "contactos_valuacion"."consentimiento_version" is not null and "contactos_valuacion"."consentimiento_at" is not null)
        or ("contactos_valuacion"."origen" = 'barrio-faltante' and "contactos_valuacion"."nombre" is not null and "contactos_valuacion"."telefono" is not null and "contactos_valuacion"."zona_clave" is not null));