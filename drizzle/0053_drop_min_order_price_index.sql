-- products_min_order_price_idx (price x minimum) is read by neither engine since the head count
-- reads per-person rooms per minimum on products_person_min_idx (ADR 0458, 0459).
DROP INDEX IF EXISTS `products_min_order_price_idx`;
