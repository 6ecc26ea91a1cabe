CREATE TABLE "consultas_por_dia" (
	"dia" date NOT NULL,
	"barrio_id" uuid NOT NULL,
	"ubicacion_calidad" text NOT NULL,
	"origen" text NOT NULL,
	"cantidad" integer NOT NULL,
	"suma_m2_vendibles" numeric NOT NULL,
	"suma_valor_mercado_usd" numeric NOT NULL,
	CONSTRAINT "consultas_por_dia_dia_barrio_id_ubicacion_calidad_origen_pk" PRIMARY KEY("dia","barrio_id","ubicacion_calidad","origen")
);
--> statement-breakpoint
DROP INDEX "consultas_fecha_idx";--> statement-breakpoint
DROP INDEX "auditoria_created_idx";--> statement-breakpoint
DROP INDEX "auditoria_usuario_idx";--> statement-breakpoint
DROP INDEX "auditoria_accion_idx";--> statement-breakpoint
DROP INDEX "auditoria_actor_idx";--> statement-breakpoint
DROP INDEX "cotizaciones_tipo_created_idx";--> statement-breakpoint
DROP INDEX "contactos_terrenos_created_idx";--> statement-breakpoint
DROP INDEX "correos_estado_id_idx";--> statement-breakpoint
DROP INDEX "barrio_comentarios_barrio_idx";--> statement-breakpoint
DROP INDEX "barrio_comentarios_activo_created_idx";--> statement-breakpoint
DROP INDEX "propiedades_publicadas_idx";--> statement-breakpoint
DROP INDEX "solicitudes_created_idx";--> statement-breakpoint
DROP INDEX "solicitudes_estado_created_idx";--> statement-breakpoint
DROP INDEX "movimientos_created_idx";--> statement-breakpoint
DROP INDEX "movimientos_proyecto_created_idx";--> statement-breakpoint
DROP INDEX "tareas_fecha_cierre_idx";--> statement-breakpoint
DROP INDEX "tareas_fecha_creacion_idx";--> statement-breakpoint
DROP INDEX "contactos_valuacion_created_idx";--> statement-breakpoint
ALTER TABLE "consultas_por_dia" ADD CONSTRAINT "consultas_por_dia_barrio_id_barrios_id_fk" FOREIGN KEY ("barrio_id") REFERENCES "public"."barrios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultas_fecha_id_idx" ON "consultas" USING btree ("fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditoria_created_idx" ON "auditoria" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditoria_accion_idx" ON "auditoria" USING btree ("accion","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "auditoria_actor_idx" ON "auditoria" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cotizaciones_tipo_created_idx" ON "cotizaciones" USING btree ("tipo","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contactos_terrenos_created_idx" ON "contactos_terrenos" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "correos_estado_id_idx" ON "correos" USING btree ("estado","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "barrio_comentarios_barrio_idx" ON "barrio_comentarios" USING btree ("barrio_nombre","activo","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "barrio_comentarios_activo_created_idx" ON "barrio_comentarios" USING btree ("activo","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "propiedades_publicadas_idx" ON "propiedades" USING btree ("publicada","orden_publicacion" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solicitudes_created_idx" ON "solicitudes_internas" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solicitudes_estado_created_idx" ON "solicitudes_internas" USING btree ("estado","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movimientos_created_idx" ON "movimientos" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "movimientos_proyecto_created_idx" ON "movimientos" USING btree ("proyecto_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tareas_fecha_cierre_idx" ON "tareas" USING btree ("fecha_cierre" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tareas_fecha_creacion_idx" ON "tareas" USING btree ("fecha_creacion" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contactos_valuacion_created_idx" ON "contactos_valuacion" USING btree ("created_at" DESC NULLS FIRST);