-- consultas_por_dia follows consultas in the same transaction (docs/decisions/137). Statement
-- triggers with transition tables: a batch of 25,000 inserted rows is one grouped upsert, not
-- 25,000. Rows are upserted in key order so two writers never lock the same rows in opposite
-- orders. The zone is TIME_ZONE of src/domain/shared/date-format.ts (consultas-por-dia.test.ts
-- checks a consulta at 01:30 UTC counts on the previous Buenos Aires day).
-- Room in each page for the next version of a row: a valuation updates its day's row, and with
-- space on the same page PostgreSQL writes it there (a HOT update) and prunes the old one without VACUUM.
ALTER TABLE "consultas_por_dia" SET (fillfactor = 70);
--> statement-breakpoint
CREATE FUNCTION "consultas_por_dia_sumar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "consultas_por_dia" AS t
		SET "cantidad" = t."cantidad" - v."cantidad",
			"suma_m2_vendibles" = t."suma_m2_vendibles" - v."suma_m2_vendibles",
			"suma_valor_mercado_usd" = t."suma_valor_mercado_usd" - v."suma_valor_mercado_usd"
		FROM (
			SELECT ("fecha" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS "dia", "barrio_id", "ubicacion_calidad", "origen",
				count(*)::int AS "cantidad", sum("m2_vendibles") AS "suma_m2_vendibles", sum("valor_mercado_usd") AS "suma_valor_mercado_usd"
			FROM "consultas_viejas" GROUP BY 1, 2, 3, 4
		) AS v
		WHERE t."dia" = v."dia" AND t."barrio_id" = v."barrio_id" AND t."ubicacion_calidad" = v."ubicacion_calidad" AND t."origen" = v."origen";
		DELETE FROM "consultas_por_dia" AS t
		USING (SELECT DISTINCT ("fecha" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date AS "dia", "barrio_id", "ubicacion_calidad", "origen" FROM "consultas_viejas") AS v
		WHERE t."cantidad" = 0 AND t."dia" = v."dia" AND t."barrio_id" = v."barrio_id" AND t."ubicacion_calidad" = v."ubicacion_calidad" AND t."origen" = v."origen";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "consultas_por_dia" AS t ("dia", "barrio_id", "ubicacion_calidad", "origen", "cantidad", "suma_m2_vendibles", "suma_valor_mercado_usd")
		SELECT ("fecha" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, "barrio_id", "ubicacion_calidad", "origen",
			count(*)::int, sum("m2_vendibles"), sum("valor_mercado_usd")
		FROM "consultas_nuevas" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("dia", "barrio_id", "ubicacion_calidad", "origen") DO UPDATE
		SET "cantidad" = t."cantidad" + excluded."cantidad",
			"suma_m2_vendibles" = t."suma_m2_vendibles" + excluded."suma_m2_vendibles",
			"suma_valor_mercado_usd" = t."suma_valor_mercado_usd" + excluded."suma_valor_mercado_usd";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows transition tables on a trigger of one event only: one trigger per event.
CREATE TRIGGER "consultas_por_dia_al_insertar" AFTER INSERT ON "consultas"
	REFERENCING NEW TABLE AS "consultas_nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "consultas_por_dia_sumar"();
--> statement-breakpoint
CREATE TRIGGER "consultas_por_dia_al_borrar" AFTER DELETE ON "consultas"
	REFERENCING OLD TABLE AS "consultas_viejas" FOR EACH STATEMENT EXECUTE FUNCTION "consultas_por_dia_sumar"();
--> statement-breakpoint
CREATE TRIGGER "consultas_por_dia_al_cambiar" AFTER UPDATE ON "consultas"
	REFERENCING OLD TABLE AS "consultas_viejas" NEW TABLE AS "consultas_nuevas" FOR EACH STATEMENT EXECUTE FUNCTION "consultas_por_dia_sumar"();
--> statement-breakpoint
-- The consultas that exist before the triggers: counted once, in this migration's transaction.
INSERT INTO "consultas_por_dia" ("dia", "barrio_id", "ubicacion_calidad", "origen", "cantidad", "suma_m2_vendibles", "suma_valor_mercado_usd")
SELECT ("fecha" AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, "barrio_id", "ubicacion_calidad", "origen",
	count(*)::int, sum("m2_vendibles"), sum("valor_mercado_usd")
FROM "consultas" GROUP BY 1, 2, 3, 4;
