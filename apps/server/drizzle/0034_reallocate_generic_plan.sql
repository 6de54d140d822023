-- bills_reallocate keeps one plan for each of its statements (modules/bills/README.md,
-- Allocation). Its statements take the list of stays as a parameter; PostgreSQL's choice between a
-- plan for the values and a generic plan kept it planning every call (about 1.2 ms of the 1.8 ms a
-- payment's reallocation of one stay cost on the benchmark database, in a session already warm),
-- as bills_desired_allocations_of_stays (0027) did before it was made generic. The setting holds
-- only while the function runs (the triggers its writes fire included); every plan reads the stays
-- by their indexes, one stay or thousands (the daily run).
ALTER FUNCTION bills_reallocate(integer[], text) SET plan_cache_mode = force_generic_plan;
