-- AlterTable
ALTER TABLE "JournalEntry" ADD COLUMN     "encrypted" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stubId" INTEGER;

-- CreateTable
CREATE TABLE "AnswerStub" (
    "id" SERIAL NOT NULL,
    "spec" JSONB NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "timesLeft" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AnswerStub_pkey" PRIMARY KEY ("id")
);
