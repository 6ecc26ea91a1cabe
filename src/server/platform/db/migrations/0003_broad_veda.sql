CREATE TABLE "tarea_comentarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarea_id" uuid NOT NULL,
	"autor_nombre" text NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "posicion" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tarea_comentarios" ADD CONSTRAINT "tarea_comentarios_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarea_comentarios_tarea_idx" ON "tarea_comentarios" USING btree ("tarea_id","created_at");--> statement-breakpoint
CREATE INDEX "tareas_estado_posicion_idx" ON "tareas" USING btree ("estado","posicion");--> statement-breakpoint
CREATE INDEX "tareas_fecha_cierre_idx" ON "tareas" USING btree ("fecha_cierre" DESC NULLS LAST);