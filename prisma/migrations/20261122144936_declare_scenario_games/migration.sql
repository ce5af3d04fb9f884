-- A scenario may declare games with fixed ids and codes (a QA suite's staging data); a reset removes them.
ALTER TABLE "Game" ADD COLUMN "declared" BOOLEAN NOT NULL DEFAULT false;
