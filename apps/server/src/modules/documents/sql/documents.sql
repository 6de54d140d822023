CREATE OR REPLACE TRIGGER share_links_audit AFTER INSERT OR UPDATE OR DELETE ON share_links
  FOR EACH ROW EXECUTE FUNCTION audit_row('shareLink', 'share_link_id');
