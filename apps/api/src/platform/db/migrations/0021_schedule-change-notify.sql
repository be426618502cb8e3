-- A studio's schedule changed: `NOTIFY schedule_changed, '<client id>'` (decision
-- 2026-11-28-visitors-week-cache). Every process LISTENs (platform/db/notifications.ts) and drops
-- that studio's cached weeks and pages. The tables are the sources of a GET /classes answer
-- (schedule/classes/queries.ts, relations.ts, class-series.ts) and of the app page's boot data
-- (the studio, its settings, branches, logo). PostgreSQL folds equal notifications of one
-- transaction into one, so a bulk change sends one per studio, at commit.
CREATE FUNCTION schedule_change_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(coalesce(NEW, OLD));
BEGIN
  PERFORM pg_notify('schedule_changed', changed ->> TG_ARGV[0]);
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) ->> TG_ARGV[0] IS DISTINCT FROM changed ->> TG_ARGV[0] THEN
    PERFORM pg_notify('schedule_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows without a client id of their own: the studio of their class or series type.
CREATE FUNCTION schedule_change_notify_by_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('schedule_changed', c.client_id::text)
    FROM classes c WHERE c.id = (coalesce(NEW, OLD)).class_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION schedule_change_notify_by_series_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('schedule_changed', t.client_id::text)
    FROM class_series_types t WHERE t.id = (coalesce(NEW, OLD)).class_series_type_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER classes_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON classes
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER class_signups_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON class_signups
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER class_waiting_list_signups_schedule_changed
  AFTER INSERT OR UPDATE OR DELETE ON class_waiting_list_signups
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER class_livestream_signups_schedule_changed
  AFTER INSERT OR UPDATE OR DELETE ON class_livestream_signups
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER class_types_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON class_types
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER rooms_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON rooms
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER branches_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER images_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON images
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER clients_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('id');
--> statement-breakpoint
CREATE TRIGGER client_settings_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON client_settings
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER class_series_types_schedule_changed
  AFTER INSERT OR UPDATE OR DELETE ON class_series_types
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER class_teachers_schedule_changed AFTER INSERT OR UPDATE OR DELETE ON class_teachers
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify_by_class();
--> statement-breakpoint
CREATE TRIGGER class_series_type_classes_schedule_changed
  AFTER INSERT OR UPDATE OR DELETE ON class_series_type_classes
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify_by_series_type();
--> statement-breakpoint
-- A teacher's public columns are in the answer; a customer's login or profile edit is not.
CREATE TRIGGER users_schedule_changed AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.teacher_description IS DISTINCT FROM NEW.teacher_description
    OR OLD.image_id IS DISTINCT FROM NEW.image_id
    OR OLD.archived IS DISTINCT FROM NEW.archived
    OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION schedule_change_notify('client_id');
--> statement-breakpoint
CREATE TRIGGER users_deleted_schedule_changed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION schedule_change_notify('client_id');
