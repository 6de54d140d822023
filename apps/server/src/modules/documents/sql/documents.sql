CREATE OR REPLACE TRIGGER share_links_audit_insert AFTER INSERT ON share_links
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('shareLink', 'share_link_id');
CREATE OR REPLACE TRIGGER share_links_audit_update AFTER UPDATE ON share_links
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('shareLink', 'share_link_id');
CREATE OR REPLACE TRIGGER share_links_audit_delete AFTER DELETE ON share_links
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('shareLink', 'share_link_id');
