-- The second reminder after the due date must come after the first only when both are on: a rule
-- that is off is not held against the owner.
ALTER TABLE "reminder_rules" DROP CONSTRAINT "reminder_rules_days_check";--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_days_check" CHECK ("reminder_rules"."before_due_days" between 1 and 30
      and "reminder_rules"."after_due_days" between 1 and 90 and "reminder_rules"."after_due_again_days" between 1 and 90
      and (not ("reminder_rules"."after_due_on" and "reminder_rules"."after_due_again_on") or "reminder_rules"."after_due_again_days" > "reminder_rules"."after_due_days"));
