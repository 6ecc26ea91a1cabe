CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_intentos" (
	"clave" text PRIMARY KEY NOT NULL,
	"intentos" integer NOT NULL,
	"ventana_inicio" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text,
	"display_username" text,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrusel_imagenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"imagen_url" text NOT NULL,
	"imagen_ancho" integer,
	"imagen_alto" integer,
	"imagen_anchos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrusel_tipo_valido" CHECK ("carrusel_imagenes"."tipo" in ('propiedades', 'trabajos'))
);
--> statement-breakpoint
CREATE TABLE "contactos_terrenos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"ubicacion_terreno" text NOT NULL,
	"m2_vendibles_estimados" numeric(12, 2),
	"tiene_prefactibilidad" boolean DEFAULT false NOT NULL,
	"archivo_prefactibilidad_key" text,
	"archivo_prefactibilidad_nombre" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terrenos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"ubicacion" text NOT NULL,
	"valor_terreno" numeric(14, 2) DEFAULT 0 NOT NULL,
	"inversion_total_necesaria" numeric(14, 2) DEFAULT 0 NOT NULL,
	"porcentaje_inversion_completa" numeric(5, 2) DEFAULT 0 NOT NULL,
	"cantidad_inversores" integer DEFAULT 0 NOT NULL,
	"estado" text DEFAULT 'Prospección' NOT NULL,
	"imagen_url" text,
	"m2_vendibles" numeric(12, 2) DEFAULT 0 NOT NULL,
	"descripcion" text,
	"activo" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terrenos_porcentaje_rango" CHECK ("terrenos"."porcentaje_inversion_completa" between 0 and 100),
	CONSTRAINT "terrenos_inversores_no_negativos" CHECK ("terrenos"."cantidad_inversores" >= 0),
	CONSTRAINT "terrenos_estado_valido" CHECK ("terrenos"."estado" in ('En negociación', 'Aprobado', 'Prospección', 'Inversión completa'))
);
--> statement-breakpoint
CREATE TABLE "barrio_comentarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barrio_nombre" text NOT NULL,
	"autor_nombre" text NOT NULL,
	"autor_email" text,
	"comentario" text NOT NULL,
	"precio_sugerido" numeric(14, 2),
	"total_likes" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_sugerencia" timestamp with time zone,
	CONSTRAINT "barrio_comentarios_likes_no_negativos" CHECK ("barrio_comentarios"."total_likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comentario_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comentario_id" uuid NOT NULL,
	"visitante_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comentario_likes_visitante_key" UNIQUE("comentario_id","visitante_id")
);
--> statement-breakpoint
CREATE TABLE "propiedades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"tipo" text NOT NULL,
	"barrio" text NOT NULL,
	"calle" text,
	"altura" text,
	"metros_cuadrados" numeric(12, 2),
	"precio_venta" numeric(14, 2),
	"descripcion" text,
	"caracteristicas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imagenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"badge" text,
	"badge_color" text,
	"publicada" boolean DEFAULT false NOT NULL,
	"orden_publicacion" integer DEFAULT 0 NOT NULL,
	"propietario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_internas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo_interno" text NOT NULL,
	"sucursal" text NOT NULL,
	"tipo_servicio" text NOT NULL,
	"dias_estimados" integer NOT NULL,
	"solicitante" text NOT NULL,
	"celular" text NOT NULL,
	"comentarios" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"fecha_aprobacion" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitudes_dias_minimo" CHECK ("solicitudes_internas"."dias_estimados" >= 1),
	CONSTRAINT "solicitudes_estado_valido" CHECK ("solicitudes_internas"."estado" in ('pendiente', 'aprobada', 'en_ejecucion', 'finalizada'))
);
--> statement-breakpoint
CREATE TABLE "configuracion_sistema" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"moneda" text NOT NULL,
	"concepto" text NOT NULL,
	"descripcion" text,
	"recibido_por_nombre" text,
	"pagado_por_nombre" text,
	"obra" text,
	"sucursal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimientos_tipo_valido" CHECK ("movimientos"."tipo" in ('ingreso', 'egreso')),
	CONSTRAINT "movimientos_moneda_valida" CHECK ("movimientos"."moneda" in ('USD', 'ARS')),
	CONSTRAINT "movimientos_monto_positivo" CHECK ("movimientos"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "proyecto_clientes" (
	"proyecto_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proyecto_clientes_proyecto_id_user_id_pk" PRIMARY KEY("proyecto_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "proyectos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"estado" text DEFAULT 'Activo' NOT NULL,
	"fecha_inicio" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tareas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"proyecto_id" uuid,
	"responsable_nombre" text NOT NULL,
	"creada_por_nombre" text NOT NULL,
	"nivel_urgencia" text DEFAULT 'Medio' NOT NULL,
	"prioridad" text DEFAULT 'P2' NOT NULL,
	"fecha_limite" date,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_cierre" timestamp with time zone,
	"estado" text DEFAULT 'Inbox' NOT NULL,
	"comentarios" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tareas_estado_valido" CHECK ("tareas"."estado" in ('Inbox', 'En curso', 'Bloqueada', 'En espera', 'Hecha')),
	CONSTRAINT "tareas_prioridad_valida" CHECK ("tareas"."prioridad" in ('P0', 'P1', 'P2', 'P3')),
	CONSTRAINT "tareas_urgencia_valida" CHECK ("tareas"."nivel_urgencia" in ('Crítico', 'Alto', 'Medio', 'Bajo'))
);
--> statement-breakpoint
CREATE TABLE "barrio_valores_historial" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barrio_id" uuid NOT NULL,
	"valor_incidencia_usd_m2" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barrios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"localidad_id" uuid NOT NULL,
	"valor_incidencia_usd_m2" numeric(14, 2) NOT NULL,
	"valor_actualizado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barrios_valor_positivo" CHECK ("barrios"."valor_incidencia_usd_m2" > 0)
);
--> statement-breakpoint
CREATE TABLE "consultas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"localidad_id" uuid NOT NULL,
	"barrio_id" uuid NOT NULL,
	"m2_vendibles" numeric(12, 2) NOT NULL,
	"ubicacion_calidad" text NOT NULL,
	"valor_lista_usd" numeric(14, 2) NOT NULL,
	"valor_mercado_usd" numeric(14, 2) NOT NULL,
	"porcentaje_ajuste" numeric(5, 2) NOT NULL,
	"origen" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultas_calidad_valida" CHECK ("consultas"."ubicacion_calidad" in ('Excelente', 'Muy buena', 'Buena', 'Regular')),
	CONSTRAINT "consultas_origen_valido" CHECK ("consultas"."origen" in ('web', 'mobile')),
	CONSTRAINT "consultas_m2_positivo" CHECK ("consultas"."m2_vendibles" > 0)
);
--> statement-breakpoint
CREATE TABLE "contactos_valuacion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"comentario" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario_likes" ADD CONSTRAINT "comentario_likes_comentario_id_barrio_comentarios_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."barrio_comentarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propiedades" ADD CONSTRAINT "propiedades_propietario_id_user_id_fk" FOREIGN KEY ("propietario_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proyecto_clientes" ADD CONSTRAINT "proyecto_clientes_proyecto_id_proyectos_id_fk" FOREIGN KEY ("proyecto_id") REFERENCES "public"."proyectos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proyecto_clientes" ADD CONSTRAINT "proyecto_clientes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_proyecto_id_proyectos_id_fk" FOREIGN KEY ("proyecto_id") REFERENCES "public"."proyectos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barrio_valores_historial" ADD CONSTRAINT "barrio_valores_historial_barrio_id_barrios_id_fk" FOREIGN KEY ("barrio_id") REFERENCES "public"."barrios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barrios" ADD CONSTRAINT "barrios_localidad_id_localidades_id_fk" FOREIGN KEY ("localidad_id") REFERENCES "public"."localidades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas" ADD CONSTRAINT "consultas_localidad_id_localidades_id_fk" FOREIGN KEY ("localidad_id") REFERENCES "public"."localidades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultas" ADD CONSTRAINT "consultas_barrio_id_barrios_id_fk" FOREIGN KEY ("barrio_id") REFERENCES "public"."barrios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "carrusel_tipo_activo_orden_idx" ON "carrusel_imagenes" USING btree ("tipo","activo","orden");--> statement-breakpoint
CREATE INDEX "contactos_terrenos_created_idx" ON "contactos_terrenos" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "terrenos_orden_idx" ON "terrenos" USING btree ("orden");--> statement-breakpoint
CREATE INDEX "barrio_comentarios_barrio_idx" ON "barrio_comentarios" USING btree ("barrio_nombre","activo","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "barrio_comentarios_activo_created_idx" ON "barrio_comentarios" USING btree ("activo","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propiedades_publicadas_idx" ON "propiedades" USING btree ("publicada","orden_publicacion" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propiedades_propietario_idx" ON "propiedades" USING btree ("propietario_id");--> statement-breakpoint
CREATE INDEX "solicitudes_created_idx" ON "solicitudes_internas" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitudes_estado_idx" ON "solicitudes_internas" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "movimientos_created_idx" ON "movimientos" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proyecto_clientes_user_idx" ON "proyecto_clientes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proyectos_nombre_idx" ON "proyectos" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "proyectos_estado_idx" ON "proyectos" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "tareas_fecha_creacion_idx" ON "tareas" USING btree ("fecha_creacion" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tareas_estado_idx" ON "tareas" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "tareas_proyecto_idx" ON "tareas" USING btree ("proyecto_id");--> statement-breakpoint
CREATE INDEX "tareas_responsable_idx" ON "tareas" USING btree ("responsable_nombre");--> statement-breakpoint
CREATE INDEX "tareas_fecha_limite_idx" ON "tareas" USING btree ("fecha_limite");--> statement-breakpoint
CREATE INDEX "barrio_valores_historial_barrio_idx" ON "barrio_valores_historial" USING btree ("barrio_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "barrios_localidad_nombre_key" ON "barrios" USING btree ("localidad_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "barrios_localidad_activo_nombre_idx" ON "barrios" USING btree ("localidad_id","activo","nombre");--> statement-breakpoint
CREATE INDEX "consultas_fecha_idx" ON "consultas" USING btree ("fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultas_barrio_idx" ON "consultas" USING btree ("barrio_id");--> statement-breakpoint
CREATE INDEX "consultas_localidad_idx" ON "consultas" USING btree ("localidad_id");--> statement-breakpoint
CREATE INDEX "contactos_valuacion_created_idx" ON "contactos_valuacion" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "localidades_nombre_key" ON "localidades" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "localidades_activo_nombre_idx" ON "localidades" USING btree ("activo","nombre");