#!/usr/bin/env bash
# Renders the casino video banner, apps/web/public/media/video/casino-loop.webm: 1280×360, 8 s at
# 30 fps, VP9, no audio, a seamless loop (every motion has a period that divides 8 s).
#
# Layers, all made here:
#   1. background: navy→plum gradient with three drifting light blobs, computed per pixel by ffmpeg's
#      geq filter at quarter size and scaled up (soft by design);
#   2. bokeh: soft dot sprites rising and swaying, wrapping once per loop;
#   3. chips: sprites drawn by generate.mjs (same layout as casino-poster.svg), one turning, one
#      small one turning the other way, one flipping end over end (a 120-frame sprite sequence).
#
# Needs ffmpeg built with librsvg and libvpx (Debian's ffmpeg package): apt-get install -y ffmpeg
# Usage: bash scripts/artwork/make-video.sh
set -euo pipefail

cd "$(dirname "$0")/../.."
OUT=apps/web/public/media/video/casino-loop.webm
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

node scripts/artwork/generate.mjs --video-assets "$TMP" >/dev/null

D=8     # loop length, seconds
FPS=30
W=1280
H=360
FRAMES=$((D * FPS))

# One phase variable for the background: P = 2πT/D.
P="(2*PI*T/$D)"
# Gaussian light blob at (cx, cy) in the 320×90 working canvas, variance v.
blob() { echo "exp(-((X-($1))*(X-($1))+(Y-($2))*(Y-($2)))/$3)"; }
B1=$(blob "80+30*sin($P)" "35+15*cos($P)" 4000)         # violet, upper left
B2=$(blob "245+35*sin($P+2)" "55+14*sin(2*$P)" 3200)   # amber, right
B3=$(blob "170+60*sin($P+4)" "82+10*cos($P)" 2600)     # magenta, low centre
chan() { echo "min(255,$1+$2*X/W+$3*$B1+$4*$B2+$5*$B3)"; }
BG="geq=r='$(chan 11 31 70 90 70)':g='$(chan 13 2 32 60 14)':b='$(chan 42 37 130 12 75)'"

# Bokeh sprite k: x0, y0, sway amplitude, sway phase, laps per loop (integer, keeps the loop seamless).
bokeh() {
  local x0=$1 y0=$2 amp=$3 ph=$4 laps=$5 span=$((H + 110))
  echo "x='$x0+$amp*sin(2*PI*t/$D+$ph)':y='mod($y0-$laps*$span*t/$D+$span*($laps+1),$span)-100'"
}

SPIN_X=$((1080 - 101)) SPIN_Y=$((175 - 101))
SMALL_X=$((925 - 46)) SMALL_Y=$((70 - 46))
FLIP_X=190 FLIP_Y=$((205 - 76))

ffmpeg -hide_banner -loglevel warning -y \
  -f lavfi -i "color=c=black:s=320x90:r=$FPS:d=$D,format=gbrp,$BG" \
  -thread_queue_size 512 -loop 1 -framerate $FPS -t $D -i "$TMP/dot-gold.svg" \
  -thread_queue_size 512 -loop 1 -framerate $FPS -t $D -i "$TMP/dot-violet.svg" \
  -thread_queue_size 512 -loop 1 -framerate $FPS -t $D -i "$TMP/dot-white.svg" \
  -thread_queue_size 512 -loop 1 -framerate $FPS -t $D -i "$TMP/chip-spin.svg" \
  -thread_queue_size 512 -loop 1 -framerate $FPS -t $D -i "$TMP/chip-small.svg" \
  -thread_queue_size 512 -stream_loop 1 -framerate $FPS -i "$TMP/flip-%03d.svg" \
  -filter_complex "
    [0:v]scale=$W:$H:flags=bicubic,gblur=sigma=6,format=rgba[bg];
    [1:v]format=rgba,split=4[g1][g2][g3][g4];
    [2:v]format=rgba,split=3[v1][v2][v3];
    [3:v]format=rgba,split=4[w1][w2][w3][w4];
    [bg][v1]overlay=$(bokeh 420 60 30 0 1):eval=frame[b1];
    [b1][g1]overlay=$(bokeh 640 300 20 1 1):eval=frame[b2];
    [b2][w1]overlay=$(bokeh 760 140 14 2 2):eval=frame[b3];
    [b3][g2]overlay=$(bokeh 300 220 26 3 1):eval=frame[b4];
    [b4][v2]overlay=$(bokeh 860 20 34 4 1):eval=frame[b5];
    [b5][w2]overlay=$(bokeh 520 330 12 5 2):eval=frame[b6];
    [b6][g3]overlay=$(bokeh 1200 260 18 1.5 1):eval=frame[b7];
    [b7][w3]overlay=$(bokeh 60 80 16 2.5 2):eval=frame[b8];
    [b8][v3]overlay=$(bokeh 1010 340 28 3.5 1):eval=frame[b9];
    [b9][g4]overlay=$(bokeh 120 150 22 4.5 1):eval=frame[b10];
    [b10][w4]overlay=$(bokeh 700 40 10 5.5 2):eval=frame[b11];
    [4:v]format=rgba,rotate=a='2*PI*t/$D':c=none[spin];
    [5:v]format=rgba,rotate=a='-2*PI*t/$D':c=none[small];
    [6:v]format=rgba[flip];
    [b11][spin]overlay=x=$SPIN_X:y='$SPIN_Y+10*sin(2*PI*t/$D)':eval=frame[c1];
    [c1][small]overlay=x=$SMALL_X:y='$SMALL_Y+8*cos(2*PI*t/$D)':eval=frame[c2];
    [c2][flip]overlay=x='$FLIP_X-overlay_w/2':y='$FLIP_Y+10*sin(2*PI*t/$D+1)':eval=frame,
      vignette=angle=PI/4.5,format=yuv420p[out]
  " \
  -map "[out]" -frames:v $FRAMES -r $FPS -an \
  -c:v libvpx-vp9 -b:v 0 -crf 31 -row-mt 1 -deadline good -cpu-used 2 -g $FRAMES \
  "$OUT"

echo "wrote $OUT ($(du -k "$OUT" | cut -f1) KiB)"
