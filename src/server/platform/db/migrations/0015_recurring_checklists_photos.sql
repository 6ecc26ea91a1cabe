CREATE TABLE "tarea_checklist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarea_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"hecho" boolean DEFAULT false NOT NULL,
	"posicion" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarea_fotos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarea_id" uuid NOT NULL,
	"clave" text NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"compartida" boolean DEFAULT false NOT NULL,
	"subida_por_nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarea_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"regla" jsonb NOT NULL,
	"fecha_ancla" date NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"detenida_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "serie_id" uuid;--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "serie_numero" integer;--> statement-breakpoint
ALTER TABLE "tarea_checklist" ADD CONSTRAINT "tarea_checklist_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarea_fotos" ADD CONSTRAINT "tarea_fotos_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tarea_checklist_tarea_idx" ON "tarea_checklist" USING btree ("tarea_id","posicion");--> statement-breakpoint
CREATE INDEX "tarea_fotos_tarea_idx" ON "tarea_fotos" USING btree ("tarea_id","created_at");--> statement-breakpoint
CREATE INDEX "tarea_series_activa_idx" ON "tarea_series" USING btree ("id") WHERE "tarea_series"."activa";--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_serie_id_tarea_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."tarea_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tareas_serie_numero_idx" ON "tareas" USING btree ("serie_id","serie_numero");