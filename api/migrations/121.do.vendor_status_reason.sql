-- Issue 32.7: why a vendor is suspended, told to the vendor with every write their account is refused. Existing
-- suspensions take the reason of their latest audited suspension.
ALTER TABLE vendors ADD COLUMN status_reason TEXT NOT NULL DEFAULT '';
UPDATE vendors v SET status_reason = coalesce((
  SELECT a.reason FROM audit_log a
  WHERE a.entity = 'vendor' AND a.entity_id = v.id::text AND a.action = 'vendor.suspend'
  ORDER BY a.created_at DESC, a.id DESC LIMIT 1
), '')
WHERE v.status = 'suspended';
