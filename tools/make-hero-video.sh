#!/usr/bin/env sh
# Makes the home page's background video from the hero photograph: a slow zoom in and back out
# (cosine-eased, so the last frame flows into the first and the loop has no seam), 1280x720,
# as WebM (VP9) and MP4 (H.264, yuv420p, faststart), both silent and under 1.5 MB.
#
#   sh tools/make-hero-video.sh [photo] [output-dir]
#
# Needs ffmpeg with libvpx and libx264 (Debian: apt-get install -y ffmpeg).
set -eu

photo="${1:-content/images/photos/loch-mountains-reflection.jpg}"
out="${2:-static/video}"
name="hero-loch"
seconds=12
fps=25
frames=$((seconds * fps))
max_bytes=1572864 # 1.5 MB

command -v ffmpeg >/dev/null || { echo "make-hero-video: ffmpeg is missing (apt-get install -y ffmpeg)" >&2; exit 1; }
[ -f "$photo" ] || { echo "make-hero-video: no photo at $photo" >&2; exit 1; }
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Zoom from 1.0 to 1.10 and back, eased with a cosine whose slope is zero at both ends.
# The photo is upscaled 3x first so zoompan's whole-pixel crop steps are too small to see as jitter,
# and the zoom centres on the main peak (40 % across, 35 % down) rather than the middle of the sky.
zoom="1+0.10*(1-cos(2*PI*on/${frames}))/2"
filter="scale=7200:-2:flags=lanczos,zoompan=z='${zoom}':x='(iw-iw/zoom)*0.40':y='(ih-ih/zoom)*0.35':d=${frames}:s=1280x720:fps=${fps},format=yuv420p"

# Render the motion once, losslessly, then encode it twice.
ffmpeg -v error -y -i "$photo" -vf "$filter" -frames:v "$frames" -c:v ffv1 "$work/master.mkv"

ffmpeg -v error -y -i "$work/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 -deadline good -cpu-used 2 \
  -g "$frames" -pass 1 -passlogfile "$work/vp9" -f null /dev/null
ffmpeg -v error -y -i "$work/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 38 -row-mt 1 -deadline good -cpu-used 2 \
  -g "$frames" -pass 2 -passlogfile "$work/vp9" "$out/$name.webm"

ffmpeg -v error -y -i "$work/master.mkv" -an -c:v libx264 -preset veryslow -crf 27 -profile:v high -pix_fmt yuv420p \
  -movflags +faststart "$out/$name.mp4"

for file in "$out/$name.webm" "$out/$name.mp4"; do
  size=$(wc -c <"$file")
  echo "$file: $size bytes"
  [ "$size" -le "$max_bytes" ] || { echo "make-hero-video: $file is over 1.5 MB; raise the crf" >&2; exit 1; }
done
