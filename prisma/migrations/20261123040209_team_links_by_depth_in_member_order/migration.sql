-- DropIndex
DROP INDEX "TeamLink_ancestorId_depth_idx";

-- CreateIndex
CREATE INDEX "TeamLink_ancestorId_depth_descendantId_idx" ON "TeamLink"("ancestorId", "depth", "descendantId");

