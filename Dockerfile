# The shop as one container: Next's standalone server (output: 'standalone'), no dev dependencies.
# NEXT_PUBLIC_* values are inlined into the browser bundles at build time, so they are build
# arguments; unset, the image is the demo shop built against the local platform, which then has to
# answer on 127.0.0.1:4010 at run time too (ISR, the cart): real services are the intended use.
#   docker build -t storefront --build-arg NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL=https://… .
#   docker run -p 3000:3000 -e STORYBLOK_ENDPOINT=https://api.storyblok.com/v2 storefront
# Several instances share pages and publishes through Redis: add -e REDIS_URL=redis://host:6379
# (compose.yaml runs Redis, two instances and nginx). Unset, the instance keeps its own cache.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL
ARG NEXT_PUBLIC_SHOPIFY_STOREFRONT_TOKEN
ARG NEXT_PUBLIC_STORYBLOK_TOKEN
ARG NEXT_PUBLIC_ORDERS_HOST
ARG NEXT_PUBLIC_CONSENT_MODE
ARG STORYBLOK_ENDPOINT
# Pages are generated from the Storefront API at build time; without a real store configured,
# run.mjs starts the local platform for the build.
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# run.mjs build already copied .next/static and public/ into the standalone tree.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
