# The whole stack in one container: site, REST contract and admin surface on port 3000,
# SQLite and the admin token in the /data volume.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* && npm install -g pnpm@10
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build && pnpm build:server
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
CMD ["pnpm", "start"]
