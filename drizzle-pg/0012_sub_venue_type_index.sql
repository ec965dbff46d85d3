-- Indoor or outdoor rooms in id order, for a search's room list (issue 43, ADR 0465).
CREATE INDEX "sub_venues_type_idx" ON "sub_venues" USING btree ("sub_venue_type","id");
