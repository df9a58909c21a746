-- The agent tree (agent_tree, ADR 0019) follows members.upline_id by trigger, so every way an account is made
-- (registration, an affiliate link, an operator, an agent, social sign-in, seeds) puts it in the tree in the
-- same transaction, and moving a member under another upline moves its whole team with it.
CREATE FUNCTION agent_tree_on_member_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth) VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    IF NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id) THEN
      RAISE EXCEPTION 'upline % is not a member of merchant %', NEW.upline_id, NEW.merchant_id;
    END IF;
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1 FROM agent_tree t WHERE t.descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agent_tree_on_member_insert();
--> statement-breakpoint
CREATE FUNCTION agent_tree_on_upline_change() RETURNS trigger AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    IF NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_id = NEW.merchant_id) THEN
      RAISE EXCEPTION 'upline % is not a member of merchant %', NEW.upline_id, NEW.merchant_id;
    END IF;
    IF EXISTS (SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id;
    END IF;
  END IF;
  -- Cut the team (the member and everything under it) from its old ancestors…
  DELETE FROM agent_tree t
   WHERE t.descendant_id IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id)
     AND t.ancestor_id IN (SELECT ancestor_id FROM agent_tree WHERE descendant_id = NEW.id AND depth >= 1);
  -- …and hang it under the new upline's chain.
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
        FROM agent_tree up CROSS JOIN agent_tree sub
       WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_move AFTER UPDATE OF upline_id ON members FOR EACH ROW
  WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION agent_tree_on_upline_change();
