CREATE TABLE "movimiento_categorias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldos_iniciales" (
	"moneda" text PRIMARY KEY NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saldos_iniciales_moneda_valida" CHECK ("saldos_iniciales"."moneda" in ('USD', 'ARS'))
);
--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "categoria" text;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "cotizacion_tipo" text;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "cotizacion_valor" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "cotizacion_fecha" date;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "anulado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "anulado_por" uuid;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "motivo_anulacion" text;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "editado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "comprobante_key" text;--> statement-breakpoint
ALTER TABLE "movimientos" ADD COLUMN "comprobante_tipo" text;--> statement-breakpoint
ALTER TABLE "proyectos" ADD COLUMN "presupuesto_usd" numeric(14, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "movimiento_categorias_nombre_idx" ON "movimiento_categorias" USING btree (lower("nombre"));--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_anulado_por_user_id_fk" FOREIGN KEY ("anulado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_cotizacion_valida" CHECK ("movimientos"."cotizacion_tipo" is null or ("movimientos"."moneda" = 'ARS' and "movimientos"."cotizacion_tipo" in ('oficial', 'mep', 'blue', 'manual') and "movimientos"."cotizacion_valor" > 0 and "movimientos"."cotizacion_fecha" is not null));--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_anulacion_completa" CHECK (("movimientos"."anulado_at" is null) = ("movimientos"."motivo_anulacion" is null));--> statement-breakpoint
INSERT INTO "movimiento_categorias" ("nombre", "orden") VALUES ('Materiales', 1), ('Mano de obra', 2), ('Honorarios', 3), ('Impuestos', 4), ('Servicios', 5), ('Otros', 6);
